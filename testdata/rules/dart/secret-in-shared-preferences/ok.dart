import 'package:flutter_secure_storage/flutter_secure_storage.dart';
import 'package:shared_preferences/shared_preferences.dart';

const storage = FlutterSecureStorage();

Future<void> saveSession(String accessToken, String username) async {
  await storage.write(key: 'access_token', value: accessToken);
  final prefs = await SharedPreferences.getInstance();
  await prefs.setString('username', username);
  await prefs.setString('theme', 'dark');
  await prefs.setString('fcm_token', await pushToken());
  await prefs.setBool('remember_password', true);
  await prefs.setString('token_expiry', DateTime.now().toIso8601String());
}

Future<String> pushToken() async => '';
