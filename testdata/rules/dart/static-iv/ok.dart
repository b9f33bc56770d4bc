import 'package:encrypt/encrypt.dart';

(String, String) seal(Key key, String plainText) {
  final iv = IV.fromSecureRandom(16);
  final sealed = Encrypter(AES(key, mode: AESMode.gcm)).encrypt(plainText, iv: iv);
  return (sealed.base64, iv.base64);
}

String open(Key key, String data, String ivBase64) =>
    Encrypter(AES(key, mode: AESMode.gcm)).decrypt64(data, iv: IV.fromBase64(ivBase64));
