import { useMutation, useQuery } from '@tanstack/react-query';
import { endpoints } from '#contract';
import { PICTURE_MAX_BYTES } from '#contract/church/churchProfile';
import { useCallback } from 'react';
import {
  careCategoriesResource,
  careSpeakersResource,
  type CareCategoryRecord,
  type CareSpeakerRecord,
} from '#contract/care/careResources';
import type { ResourceDefinition } from '#contract/resources';
import { useT, type MessageKey } from '#ds/i18n';
import { Card } from '#ds/display/Card';
import { ResourceFormScreen } from '#screens/admin/ResourceFormScreen';
import { ResourceListScreen, type ResourceRow } from '#screens/admin/ResourceListScreen';
import { PictureUploadField } from '#screens/shared/PictureUploadField';
import { apiClient, uploadToEndpoint } from '#app/api';
import { useRouteParam } from '#app/currentRoute';
import { endpointPrefix } from '#app/query/keys';
import { resourceQueries, type ResourceListInput } from '#app/query/resources';
import { reportFailure } from '#app/shared/apiErrors';
import { pictureRefusalOf } from '#app/shared/pictureRefusal';
import type { QueryState } from '#app/shared/screenStatus';
import { useRouteHref } from '#app/shared/useRouteHref';
import type { RouteName } from '#app/routes';
import { useColumns } from '#app/features/admin/resources/columns';
import {
  useResourceListScreen,
  type ResourceRoutes,
} from '#app/features/admin/resources/useResourceListScreen';
import { NotFoundYet, useSlugForm } from '#app/features/player/AdminPlayerContainers';

// Care videos' admin pages (issue 27, decision 076): the care categories' and speaker bios'
// lists, create forms and pages by slug (spec: care_category and care_speaker_bio list, create
// and detail/{slug}), on the generic resource screens as the player's categories are (074).

type CareAdmin = {
  definition: ResourceDefinition;
  routes: ResourceRoutes;
  list: RouteName;
  create: RouteName;
  record: RouteName;
  param: string;
};

const CATEGORIES: CareAdmin = {
  definition: careCategoriesResource,
  routes: {
    list: 'adminCareCategories',
    create: 'adminCareCategoryCreate',
    record: { name: 'adminCareCategory', param: 'careCategorySlug' },
  },
  list: 'adminCareCategories',
  create: 'adminCareCategoryCreate',
  record: 'adminCareCategory',
  param: 'careCategorySlug',
};

const SPEAKERS: CareAdmin = {
  definition: careSpeakersResource,
  routes: {
    list: 'adminSpeakerBios',
    create: 'adminSpeakerBioCreate',
    record: { name: 'adminSpeakerBio', param: 'careSpeakerBioSlug' },
  },
  list: 'adminSpeakerBios',
  create: 'adminSpeakerBioCreate',
  record: 'adminSpeakerBio',
  param: 'careSpeakerBioSlug',
};

function usePageHref(admin: CareAdmin) {
  const href = useRouteHref();
  return useCallback(
    (slug: string) => href(admin.record, { params: { [admin.param]: slug } }),
    [href, admin],
  );
}

function CareList({ admin }: { admin: CareAdmin }) {
  const t = useT();
  const pageOf = usePageHref(admin);
  const props = useResourceListScreen(admin.definition, { routes: admin.routes });
  const columns = useColumns(
    t,
    admin.definition,
    useCallback((row: ResourceRow) => pageOf(String(row.slug)), [pageOf]),
  );
  return <ResourceListScreen {...props} columns={columns} />;
}

/**
 * A speaker's picture on their page (decision 076): POST /admin/care/speaker_picture, made a
 * square WebP by the server; the record and the player's lists refresh after it.
 */
function SpeakerPicture({ speaker }: { speaker: CareSpeakerRecord }) {
  const t = useT();
  const upload = useMutation({
    mutationKey: endpointPrefix(endpoints.careSpeakerPicture),
    mutationFn: (file: File) =>
      uploadToEndpoint(
        apiClient,
        endpoints.careSpeakerPicture,
        { id: String(speaker.id) },
        { field: 'picture', blob: file, name: file.name },
      ),
  });
  return (
    <Card>
      <Card.Header titleAs="h2" title={t('careVideos.admin.picture.title')} />
      <Card.Body>
        <PictureUploadField
          name="picture"
          label={t('careVideos.admin.picture.picture')}
          hint={t('careVideos.admin.picture.hint')}
          url={speaker.picture_url}
          currentAlt={t('careVideos.admin.picture.current')}
          noneText={t('careVideos.admin.picture.none')}
          shape="square"
          layout="beside"
          maxSize={PICTURE_MAX_BYTES}
          onUpload={async (file) => {
            try {
              await upload.mutateAsync(file);
              return undefined;
            } catch (error) {
              reportFailure('Uploading a speaker picture', error);
              return pictureRefusalOf(error, {
                tooLarge: 'careVideos.admin.picture.tooLarge',
                notPicture: 'careVideos.admin.picture.notPicture',
              });
            }
          }}
        />
      </Card.Body>
    </Card>
  );
}

function CareForm({
  admin,
  id,
  speaker,
}: {
  admin: CareAdmin;
  id: number | null;
  /** On a speaker's page: their record, for the picture. */
  speaker?: CareSpeakerRecord | undefined;
}) {
  const t = useT();
  const href = useRouteHref();
  const pageOf = usePageHref(admin);
  const { form } = useSlugForm(admin.definition, {
    id,
    routes: admin.routes,
    back: { label: t(`routes.${admin.list}` as MessageKey), href: href(admin.list) },
    pageOf: (record) => pageOf(String(record.slug)),
    afterDelete: href(admin.list),
  });
  return (
    <ResourceFormScreen {...form}>
      {speaker && <SpeakerPicture speaker={speaker} />}
    </ResourceFormScreen>
  );
}

/** A record's page, found by the slug of its address (a renamed slug moves the page). */
function CarePage({ admin }: { admin: CareAdmin }) {
  const t = useT();
  const href = useRouteHref();
  const slug = useRouteParam(admin.param) ?? '';
  const found = useQuery(
    resourceQueries(admin.definition).list({
      page: 1,
      page_size: 1,
      slug,
    } as ResourceListInput<typeof careCategoriesResource>),
  );
  const record = found.data?.items[0] as CareCategoryRecord | CareSpeakerRecord | undefined;
  if (!record) {
    return (
      <NotFoundYet
        found={found as QueryState}
        missing={found.data !== undefined}
        back={{ label: t(`routes.${admin.list}` as MessageKey), href: href(admin.list) }}
      />
    );
  }
  return (
    <CareForm
      key={record.id}
      admin={admin}
      id={record.id}
      speaker={admin === SPEAKERS ? (record as CareSpeakerRecord) : undefined}
    />
  );
}

/** Admin › Care categories. */
export function AdminCareCategoriesContainer() {
  return <CareList admin={CATEGORIES} />;
}

/** Admin › Care categories › Create care category. */
export function AdminCareCategoryCreateContainer() {
  return <CareForm admin={CATEGORIES} id={null} />;
}

/** Admin › Care categories › a category (spec: care_category/detail/{careCategorySlug}). */
export function AdminCareCategoryContainer() {
  return <CarePage admin={CATEGORIES} />;
}

/** Admin › Speaker bios. */
export function AdminSpeakerBiosContainer() {
  return <CareList admin={SPEAKERS} />;
}

/** Admin › Speaker bios › Add speaker bio. */
export function AdminSpeakerBioCreateContainer() {
  return <CareForm admin={SPEAKERS} id={null} />;
}

/** Admin › Speaker bios › a speaker (spec: care_speaker_bio/detail/{careSpeakerBioSlug}). */
export function AdminSpeakerBioContainer() {
  return <CarePage admin={SPEAKERS} />;
}
