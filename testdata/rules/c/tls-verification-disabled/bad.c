#include <openssl/ssl.h>
#include <curl/curl.h>
void f(SSL_CTX *ctx, CURL *curl) {
    SSL_CTX_set_verify(ctx, SSL_VERIFY_NONE, NULL); // want "c/tls-verification-disabled"
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYPEER, 0L); // want "c/tls-verification-disabled"
    curl_easy_setopt(curl, CURLOPT_SSL_VERIFYHOST, 0); // want "c/tls-verification-disabled"
}
