import 'package:dio/dio.dart';
import 'package:http/http.dart' as http;

Future<String> fetchNews() async {
  final response = await http.get(Uri.parse('https://api.newsfeed.io/v1/latest'));
  return response.body;
}

// development servers on this machine and the Android emulator's host
final local = Dio(BaseOptions(baseUrl: 'http://10.0.2.2:8080/api'));
final devServer = Uri.parse('http://localhost:3000');

// a peer on the local network, found at run time
Future<http.Response> ping(String ip, int port) => http.get(Uri.parse('http://$ip:$port/info'));

const svgNamespace = 'http://www.w3.org/2000/svg';
final link = Text('see http://example.com for details');
