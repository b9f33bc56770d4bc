import 'package:encrypt/encrypt.dart';

String seal(Key key, String plainText) {
  final encrypter = Encrypter(AES(key, mode: AESMode.gcm));
  return encrypter.encrypt(plainText, iv: IV.fromSecureRandom(12)).base64;
}

const modes = [AESMode.cbc, AESMode.ctr, AESMode.gcm];
