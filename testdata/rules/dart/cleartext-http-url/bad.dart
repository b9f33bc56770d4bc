import 'package:dio/dio.dart';
import 'package:http/http.dart' as http;

Future<String> fetchNews() async {
  final response = await http.get(Uri.parse('http://api.newsfeed.io/v1/latest')); // want "dart/cleartext-http-url"
  return response.body;
}

final dio = Dio(BaseOptions(baseUrl: 'http://backend.myshop.com/api')); // want "dart/cleartext-http-url"

Future<void> login(String user, String password) async {
  await dio.post('http://auth.myshop.com/login', data: {'user': user, 'password': password}); // want "dart/cleartext-http-url"
}
