import 'dart:developer';

import 'package:flutter/foundation.dart';
import 'package:logger/logger.dart';

final logger = Logger();

Future<void> login(String email, String password) async {
  print('login $email with $password'); // want "dart/secret-logged"
  final session = await api.login(email, password);
  debugPrint('token: ${session.accessToken}'); // want "dart/secret-logged"
  logger.d('refresh token ${session.refreshToken}'); // want "dart/secret-logged"
  log('jwt=$jwt'); // want "dart/secret-logged"
}
