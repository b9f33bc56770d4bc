import 'package:shared_preferences/shared_preferences.dart';

const _refreshTokenKey = 'refresh_token';

Future<void> saveSession(String accessToken, String refreshToken) async {
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString('access_token', accessToken); // want "dart/secret-in-shared-preferences"
  await prefs.setString(_refreshTokenKey, refreshToken); // want "dart/secret-in-shared-preferences"
}

Future<void> rememberLogin(String password) async {
  final prefs = await SharedPreferences.getInstance();
  prefs.setString('password', password); // want "dart/secret-in-shared-preferences"
}
