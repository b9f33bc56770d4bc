import 'dart:convert';
import 'dart:io';

import 'package:crypto/crypto.dart';
import 'package:cryptography/cryptography.dart';

Future<List<int>> hashPassword(String password, List<int> salt) async {
  final kdf = Argon2id(parallelism: 1, memory: 19456, iterations: 2, hashLength: 32);
  final key = await kdf.deriveKeyFromPassword(password: password, nonce: salt);
  return key.extractBytes();
}

String checksum(File file) => sha256.convert(file.readAsBytesSync()).toString();

String cacheKey(String url) => md5.convert(utf8.encode(url)).toString();
