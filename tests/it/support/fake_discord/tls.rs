//! The fake as `https://discord.com`, so the bot can run with serenity's rate limiter on.
//!
//! serenity's rate limiter ignores `HttpBuilder::proxy` and always calls
//! `https://discord.com/api/v10/...`, so a bot pointed at the fake with `DISCORD_API_BASE` must
//! switch it off. Here the same router is also served over TLS with a certificate for
//! `discord.com`, signed by a CA made for this fake alone; the bot's HTTP client resolves
//! `discord.com` to this port and trusts that CA (`Config::discord_tls_override`). The gateway
//! stays on the plain port: `GET /gateway` still names the `ws://` URL.

use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use axum::extract::{Request, State};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::{self, pki_types};
use tokio_rustls::server::TlsStream;

use super::{FakeDiscord, server};

/// A client that opens a connection and never finishes its handshake is dropped after this.
const HANDSHAKE_LIMIT: Duration = Duration::from_secs(10);

/// The fake's TLS port. The server stops when this is dropped, so keep it as long as the bot
/// runs.
pub struct TlsEndpoint {
    /// Where `discord.com` is to be reached.
    pub addr: SocketAddr,
    /// The PEM certificate of the CA that signed the server's `discord.com` certificate.
    pub root_pem: Vec<u8>,
    api_requests: Arc<AtomicU64>,
    _server: AbortOnDrop,
}

impl TlsEndpoint {
    /// REST requests (`/api/...`) that arrived over TLS, i.e. through `discord.com`.
    pub fn api_requests(&self) -> u64 {
        self.api_requests.load(Ordering::Relaxed)
    }

    /// The bot's setting that sends its REST calls here.
    pub fn config_override(&self) -> stratego_bot::config::TlsOverride {
        stratego_bot::config::TlsOverride {
            addr: self.addr,
            root_pem: self.root_pem.clone(),
        }
    }
}

impl FakeDiscord {
    /// Also serves this fake over TLS as `discord.com`, on a new loopback port.
    ///
    /// # Panics
    /// If no certificate can be made or no loopback port bound.
    pub async fn serve_tls(&self) -> TlsEndpoint {
        let (root_pem, chain, key) = certificates();
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut tls = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(chain, key)
            .expect("the server certificate fits its key");
        // The bot's reqwest is built without HTTP/2.
        tls.alpn_protocols = vec![b"http/1.1".to_vec()];
        let tcp = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = tcp.local_addr().expect("local address of the TLS listener");
        let listener = TlsListener::new(tcp, TlsAcceptor::from(Arc::new(tls)), addr);
        let api_requests = Arc::new(AtomicU64::new(0));
        let app = server::router(Arc::clone(&self.shared)).layer(
            axum::middleware::map_request_with_state(Arc::clone(&api_requests), count_api),
        );
        let task = tokio::spawn(async move {
            if let Err(e) = axum::serve(listener, app).await {
                eprintln!("fake_discord: TLS server stopped: {e}");
            }
        });
        TlsEndpoint {
            addr,
            root_pem,
            api_requests,
            _server: AbortOnDrop(task),
        }
    }
}

/// Stops a task with its owner. Not the fake's `ServerTask`: the fake's own drop checks for
/// malformed requests once, whichever port they came in on.
struct AbortOnDrop(tokio::task::JoinHandle<()>);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}

async fn count_api(State(count): State<Arc<AtomicU64>>, req: Request) -> Request {
    if req.uri().path().starts_with("/api/") {
        count.fetch_add(1, Ordering::Relaxed);
    }
    req
}

/// A CA made for this run, and a `discord.com` certificate it signed: the CA's PEM (for the
/// client), the server's chain and its key.
fn certificates() -> (
    Vec<u8>,
    Vec<pki_types::CertificateDer<'static>>,
    pki_types::PrivateKeyDer<'static>,
) {
    use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, KeyPair};
    let ca_key = KeyPair::generate().expect("a CA key");
    let mut ca = CertificateParams::new(Vec::<String>::new()).expect("CA parameters");
    ca.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    ca.distinguished_name
        .push(DnType::CommonName, "fake Discord test CA");
    let ca = ca.self_signed(&ca_key).expect("the CA certificate");
    let key = KeyPair::generate().expect("a server key");
    let mut leaf = CertificateParams::new(vec!["discord.com".to_string()]).expect("parameters");
    leaf.distinguished_name
        .push(DnType::CommonName, "discord.com");
    let leaf = leaf
        .signed_by(&key, &ca, &ca_key)
        .expect("the discord.com certificate");
    let chain = vec![leaf.der().clone(), ca.der().clone()];
    let key = pki_types::PrivateKeyDer::Pkcs8(key.serialize_der().into());
    (ca.pem().into_bytes(), chain, key)
}

/// Accepts TCP connections and hands axum those whose TLS handshake finished; each handshake
/// runs on its own task, so a slow client holds up no other.
struct TlsListener {
    ready: mpsc::Receiver<(TlsStream<TcpStream>, SocketAddr)>,
    addr: SocketAddr,
    _accepting: AbortOnDrop,
}

impl TlsListener {
    fn new(tcp: TcpListener, acceptor: TlsAcceptor, addr: SocketAddr) -> Self {
        let (tx, ready) = mpsc::channel(16);
        let accepting = tokio::spawn(async move {
            loop {
                let (stream, peer) = match tcp.accept().await {
                    Ok(accepted) => accepted,
                    Err(e) => {
                        eprintln!("fake_discord: TLS accept failed: {e}");
                        tokio::time::sleep(Duration::from_millis(50)).await;
                        continue;
                    }
                };
                let (acceptor, tx) = (acceptor.clone(), tx.clone());
                tokio::spawn(async move {
                    match tokio::time::timeout(HANDSHAKE_LIMIT, acceptor.accept(stream)).await {
                        Ok(Ok(tls)) => {
                            let _ = tx.send((tls, peer)).await;
                        }
                        Ok(Err(e)) => eprintln!("fake_discord: TLS handshake failed: {e}"),
                        Err(_) => eprintln!("fake_discord: TLS handshake timed out"),
                    }
                });
            }
        });
        Self {
            ready,
            addr,
            _accepting: AbortOnDrop(accepting),
        }
    }
}

impl axum::serve::Listener for TlsListener {
    type Io = TlsStream<TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        match self.ready.recv().await {
            Some(accepted) => accepted,
            // The accepting task is gone only when this listener is: serve nothing more.
            None => std::future::pending().await,
        }
    }

    fn local_addr(&self) -> std::io::Result<Self::Addr> {
        Ok(self.addr)
    }
}
