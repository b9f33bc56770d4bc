import 'package:flutter/foundation.dart';
import 'package:logger/logger.dart';

final logger = Logger();

Future<void> login(String email, String password) async {
  print('login $email');
  final session = await api.login(email, password);
  debugPrint('token present: ${session.accessToken.isNotEmpty}');
  logger.d('got ${tokens.length} tokens, expires ${session.tokenExpiry}');
  print('password field focused');
}
