// Rendered without MUI or react-intl: when the config is broken there is no theme or language to use yet.

/** A visible, plain explanation instead of a blank page when the tenant config cannot be read. */
export function ConfigErrorScreen({ message }: { message: string }) {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
        border: '1px solid #d32f2f',
        borderRadius: 12,
        color: '#5f2120',
        background: '#fdeded',
      }}
    >
      <h1 style={{ fontSize: 20, marginTop: 0 }}>This app cannot start: its configuration is missing or invalid</h1>
      <p style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{message}</p>
    </main>
  );
}
