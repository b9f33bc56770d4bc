#include <openssl/ssl.h>
SSL_CTX *f(void) {
    return SSL_CTX_new(TLSv1_client_method()); // want "c/old-tls-method"
}
SSL_CTX *g(void) {
    return SSL_CTX_new(SSLv3_method()); // want "c/old-tls-method"
}
