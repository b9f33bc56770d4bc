#include <openssl/evp.h>
void f(EVP_CIPHER_CTX *c, const unsigned char *key, const unsigned char *iv) {
    EVP_EncryptInit_ex(c, EVP_aes_256_gcm(), NULL, key, iv);
    const EVP_MD *md = EVP_sha256();
}
