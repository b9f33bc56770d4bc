import 'package:encrypt/encrypt.dart';

String seal(Key key, String plainText) {
  final iv = IV.fromLength(16); // want "dart/static-iv"
  return Encrypter(AES(key, mode: AESMode.cbc)).encrypt(plainText, iv: iv).base64;
}

final fixedIv = IV.fromUtf8('1234567890123456'); // want "dart/static-iv"
