import { MessageScreen } from '#screens/messages/MessageScreen';
import { ReplyDraftButton } from '#app/features/ai/ReplyDraftButton';
import { useRouteParam } from '#app/currentRoute';
import { useMessageScreen } from './useMessageScreen';

export function MessageContainer() {
  const id = Number(useRouteParam('id'));
  return (
    <MessageScreen
      {...useMessageScreen()}
      replyTools={(fill) => <ReplyDraftButton id={id} onDraft={fill} />}
    />
  );
}
