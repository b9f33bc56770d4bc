import 'dart:convert';
import 'dart:io';

import 'package:crypto/crypto.dart';
import 'package:dio/dio.dart';
import 'package:dio/io.dart';

const pinnedSha256 = 'a1b2c3d4e5f6';

Dio buildDio() {
  final dio = Dio();
  dio.httpClientAdapter = IOHttpClientAdapter(
    createHttpClient: () {
      final client = HttpClient(context: SecurityContext(withTrustedRoots: false));
      // a certificate that failed verification is refused
      client.badCertificateCallback = (cert, host, port) => false;
      return client;
    },
    validateCertificate: (cert, host, port) {
      if (cert == null) {
        return false;
      }
      return sha256.convert(cert.der).toString() == pinnedSha256;
    },
  );
  return dio;
}

HttpClient pinned() {
  return HttpClient()
    ..badCertificateCallback = (X509Certificate cert, String host, int port) =>
        host == 'localhost' && sha256.convert(cert.der).toString() == pinnedSha256;
}

bool isAllowed(String value) => true;

// the user's own setting, for a server with a self-signed certificate
HttpClient forServer(Server server) {
  final client = HttpClient();
  if (server.ignoreCert) {
    client.badCertificateCallback = (_, __, ___) => true;
  }
  return client;
}

class Server {
  bool ignoreCert = false;
}
