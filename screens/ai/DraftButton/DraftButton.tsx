import { Button } from '#ds/actions/Button';
import { Badge } from '#ds/display/Badge';
import { Icon } from '#ds/display/Icon';
import { InlineAlert } from '#ds/feedback/InlineAlert';
import { useT } from '#ds/i18n';
import { Stack } from '#ds/primitives/Stack';
import type { ScreenMessage } from '#screens/shared/messages';
import { translateError } from '#ds/forms';

/** What the last ask gave: a draft (sandbox or not), or why there is none. */
export type DraftNotice =
  | { kind: 'ready'; sandbox: boolean; message: ScreenMessage }
  | { kind: 'refused'; message: ScreenMessage };

export type DraftButtonProps = {
  label: string;
  drafting: boolean;
  onDraft: () => void;
  notice: DraftNotice | null;
  /** The sandbox's note beside a sandbox draft. */
  sandboxNote: string;
};

/**
 * The button that asks AI for a draft, and what came of it: the draft goes where the person
 * edits it (the reply box, a language tab); this only says so, and marks a sandbox draft.
 */
export function DraftButton({ label, drafting, onDraft, notice, sandboxNote }: DraftButtonProps) {
  const t = useT();
  return (
    <Stack gap={2}>
      <div>
        <Button
          variant="secondary"
          size="small"
          icon={<Icon name="sparkles" />}
          loading={drafting}
          onClick={onDraft}
        >
          {label}
        </Button>
      </div>
      {notice?.kind === 'ready' && (
        <InlineAlert
          tone="info"
          role="status"
          title={
            notice.sandbox ? (
              <Badge tone="warning">{t('resources.ai_generations.providers.sandbox')}</Badge>
            ) : null
          }
          description={
            notice.sandbox
              ? `${translateError(t, notice.message)} ${sandboxNote}`
              : translateError(t, notice.message)
          }
        />
      )}
      {notice?.kind === 'refused' && (
        <InlineAlert tone="warning" title={null} description={translateError(t, notice.message)} />
      )}
    </Stack>
  );
}
