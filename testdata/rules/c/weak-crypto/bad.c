#include <openssl/evp.h>
void f(EVP_CIPHER_CTX *c, const unsigned char *key) {
    EVP_EncryptInit_ex(c, EVP_des_cbc(), NULL, key, NULL); // want "c/weak-crypto"
    EVP_EncryptInit_ex(c, EVP_aes_128_ecb(), NULL, key, NULL); // want "c/weak-crypto"
    const EVP_MD *md = EVP_md5(); // want "c/weak-crypto"
}
