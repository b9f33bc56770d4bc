import 'dart:convert';

import 'package:crypto/crypto.dart';

Future<void> register(String email, String password) async {
  final hashed = md5.convert(utf8.encode(password)).toString(); // want "dart/fast-hash-for-password"
  await db.insert('users', {'email': email, 'password': hashed});
}

String hashPin(String pin, String salt) => sha256.convert(utf8.encode(salt + pin)).toString(); // want "dart/fast-hash-for-password"
