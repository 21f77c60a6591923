import { useEffect, useState } from 'react';
import { CONFIG_CATALOGUE, CONFIG_KEYS, type ConfigEntry, type ConfigKey } from '../../../contract';
import type {
  AdminSettingsSaveError,
  AdminSettingsScreenProps,
  AdminSettingsValues,
} from '../../../screens/admin/AdminSettingsScreen';
import { kindValidators } from '../../../screens/admin/AdminSettingsScreen/settingsCatalogue';
import type { FieldErrors, ScreenMessage, ScreenStatus } from '../../../screens/shared/messages';
import { api, errorCode, fieldErrors } from '../../api';
import { loadConfig } from '../../session/actions';
import { reportFailure } from '../shared/apiErrors';

function valuesOf(entries: readonly ConfigEntry[]): AdminSettingsValues {
  return Object.fromEntries(entries.map((entry) => [entry.key, entry.value]));
}

function isConfigKey(value: string): value is ConfigKey {
  return (CONFIG_KEYS as readonly string[]).includes(value);
}

/** Why the server refused a value, in our words: the setting's own check, else a general one. */
function valueProblem(key: ConfigKey, value: string): ScreenMessage {
  const validator = kindValidators[CONFIG_CATALOGUE[key]];
  return validator(value) ?? 'validation.invalidValue';
}

/**
 * The server's refusal of a save: its field paths (`3.value` for set_config, `value` for
 * set_config_var) point at entries of what was sent.
 */
export function settingsSaveErrorOf(
  error: unknown,
  sent: readonly ConfigEntry[],
): AdminSettingsSaveError {
  if (errorCode(error) !== 'validation_failed') return { formError: 'common.somethingWentWrong' };
  const errors: FieldErrors<ConfigKey> = {};
  for (const path of Object.keys(fieldErrors(error))) {
    const [first, second] = path.split('.');
    const entry = second === undefined && sent.length === 1 ? sent[0] : sent[Number(first)];
    if (entry && isConfigKey(entry.key)) errors[entry.key] = valueProblem(entry.key, entry.value);
  }
  return Object.keys(errors).length > 0
    ? { fieldErrors: errors }
    : { formError: 'common.somethingWentWrong' };
}

/**
 * Admin settings: every setting from GET /get_config; a save sends the changed settings, one
 * with POST /set_config_var, several with POST /set_config, and the session's copy follows.
 */
export function useAdminSettingsScreen(): AdminSettingsScreenProps {
  const [values, setValues] = useState<AdminSettingsValues>({});
  const [status, setStatus] = useState<ScreenStatus>('loading');
  // Each retry is a new attempt; the answer for a left page is dropped.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    api.config.get().then(
      (entries) => {
        if (cancelled) return;
        setValues(valuesOf(entries));
        setStatus('ready');
      },
      (error: unknown) => {
        reportFailure('Loading the settings', error);
        if (!cancelled) setStatus('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  const onSave = async (changes: AdminSettingsValues): Promise<AdminSettingsSaveError | void> => {
    const sent: ConfigEntry[] = Object.entries(changes)
      .filter(
        (entry): entry is [ConfigKey, string] =>
          isConfigKey(entry[0]) && typeof entry[1] === 'string',
      )
      .filter(([key, value]) => value !== (values[key] ?? ''))
      .map(([key, value]) => ({ key, value }));
    if (sent.length === 0) return;
    try {
      const [single] = sent;
      if (sent.length === 1 && single) {
        const saved = await api.config.setVar(single);
        setValues((current) => ({ ...current, [saved.key]: saved.value }));
      } else {
        setValues(valuesOf(await api.config.set(sent)));
      }
    } catch (error) {
      const refusal = settingsSaveErrorOf(error, sent);
      if (refusal.formError) reportFailure('Saving the settings', error);
      return refusal;
    }
    // Dashboards read the videos and addresses from the session.
    void loadConfig();
  };

  return {
    status,
    onRetry: () => {
      setStatus('loading');
      setAttempt((count) => count + 1);
    },
    values,
    onSave,
  };
}
