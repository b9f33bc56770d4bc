import 'package:encrypt/encrypt.dart' as encrypt;
import 'package:encrypt/encrypt.dart';

String seal(String plainText) {
  final key = Key.fromUtf8('my 32 length key................'); // want "dart/hardcoded-encryption-key"
  final iv = IV.fromSecureRandom(16);
  return Encrypter(AES(key)).encrypt(plainText, iv: iv).base64;
}

final backupKey = encrypt.Key.fromBase64('q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80='); // want "dart/hardcoded-encryption-key"
