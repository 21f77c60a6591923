import { Component, type ReactNode } from 'react';

/*
 * The one place without translated messages: it shows when the page's language itself could
 * not be loaded (or the app failed outside any page), so it says it in all four languages.
 * Plain markup on the theme's variables: it must not depend on anything that could have failed.
 */
const lines = [
  ['en', 'Something went wrong! Check your connection and reload the page.', 'Reload'],
  ['es', '¡Algo salió mal! Compruebe su conexión y vuelva a cargar la página.', 'Recargar'],
  ['fr', 'Une erreur est survenue ! Vérifiez votre connexion et rechargez la page.', 'Recharger'],
  ['ko', '문제가 발생했습니다! 연결을 확인한 뒤 페이지를 새로 고치세요.', '새로 고침'],
] as const;

type State = { failed: boolean };

/** The app's last line of defence: a message and a reload button instead of a blank page. */
export class AppCrashBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[app] the page could not be shown', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main
        style={{
          display: 'grid',
          gap: '12px',
          maxWidth: '36rem',
          margin: '0 auto',
          padding: '48px 16px',
        }}
      >
        {lines.map(([lang, text]) => (
          <p key={lang} lang={lang} style={{ margin: 0 }}>
            {text}
          </p>
        ))}
        <button
          type="button"
          style={{ justifySelf: 'start', minHeight: '40px', padding: '0 16px' }}
          onClick={() => window.location.reload()}
        >
          {lines.map(([lang, , action], index) => (
            <span key={lang} lang={lang}>
              {index > 0 ? ' · ' : ''}
              {action}
            </span>
          ))}
        </button>
      </main>
    );
  }
}
