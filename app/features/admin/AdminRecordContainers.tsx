import { useRouteParam } from '#app/currentRoute';
import {
  accountsResource,
  locationsResource,
  moderatorsResource,
  qrCodesResource,
  testimonialsResource,
  usersResource,
} from '#contract/resources';
import { ResourceFormScreen } from '#screens/admin/ResourceFormScreen';
import {
  accountRoutes,
  locationRoutes,
  moderatorRoutes,
  qrCodeRoutes,
  testimonialRoutes,
  userRoutes,
} from './resources/routes';
import { useResourceFormScreen } from './resources/useResourceFormScreen';

/** The record id of the page's `:param`, or -1 (no record has it: the server answers 404). */
function useRecordId(param: string): number {
  const value = Number(useRouteParam(param));
  return Number.isInteger(value) && value > 0 ? value : -1;
}

export function AdminAccountCreateContainer() {
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(accountsResource, {
        routes: accountRoutes,
        id: null,
      })}
    />
  );
}

export function AdminUserCreateContainer() {
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(usersResource, {
        routes: userRoutes,
        id: null,
      })}
    />
  );
}

export function AdminUserContainer() {
  const id = useRecordId(userRoutes.record.param);
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(usersResource, {
        routes: userRoutes,
        id,
      })}
    />
  );
}

export function AdminLocationCreateContainer() {
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(locationsResource, { routes: locationRoutes, id: null })}
    />
  );
}

export function AdminLocationContainer() {
  const id = useRecordId(locationRoutes.record.param);
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(locationsResource, { routes: locationRoutes, id })}
    />
  );
}

export function AdminModeratorContainer() {
  const id = useRecordId(moderatorRoutes.record.param);
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(moderatorsResource, { routes: moderatorRoutes, id })}
    />
  );
}

export function AdminQrCodeCreateContainer() {
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(qrCodesResource, { routes: qrCodeRoutes, id: null })}
    />
  );
}

export function AdminQrCodeContainer() {
  const id = useRecordId(qrCodeRoutes.record.param);
  return (
    <ResourceFormScreen {...useResourceFormScreen(qrCodesResource, { routes: qrCodeRoutes, id })} />
  );
}

/** One testimonial with its consent record (read only, decision 054). */
export function AdminTestimonialContainer() {
  const id = useRecordId(testimonialRoutes.record.param);
  return (
    <ResourceFormScreen
      {...useResourceFormScreen(testimonialsResource, { routes: testimonialRoutes, id })}
    />
  );
}
