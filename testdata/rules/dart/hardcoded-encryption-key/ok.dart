import 'package:encrypt/encrypt.dart';
import 'package:flutter_secure_storage/flutter_secure_storage.dart';

Future<Key> loadKey(FlutterSecureStorage storage) async {
  final stored = await storage.read(key: 'db_key');
  if (stored != null) {
    return Key.fromBase64(stored);
  }
  final key = Key.fromSecureRandom(32);
  await storage.write(key: 'db_key', value: key.base64);
  return key;
}

Key fromEnv(String secret) => Key.fromUtf8('$secret');
