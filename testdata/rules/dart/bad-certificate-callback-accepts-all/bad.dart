import 'dart:io';

import 'package:dio/dio.dart';
import 'package:dio/io.dart';

class DevHttpOverrides extends HttpOverrides {
  @override
  HttpClient createHttpClient(SecurityContext? context) {
    return super.createHttpClient(context)
      ..badCertificateCallback = (X509Certificate cert, String host, int port) => true; // want "dart/bad-certificate-callback-accepts-all"
  }
}

Dio buildDio() {
  final dio = Dio();
  dio.httpClientAdapter = IOHttpClientAdapter(
    createHttpClient: () {
      final client = HttpClient();
      client.badCertificateCallback = (cert, host, port) { // want "dart/bad-certificate-callback-accepts-all"
        return true;
      };
      return client;
    },
  );
  return dio;
}

Future<SecureSocket> connect(String host) {
  return SecureSocket.connect(host, 8883, onBadCertificate: (_) => true); // want "dart/bad-certificate-callback-accepts-all"
}
