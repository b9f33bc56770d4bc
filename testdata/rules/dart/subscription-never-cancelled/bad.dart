import 'dart:async';

import 'package:connectivity_plus/connectivity_plus.dart';
import 'package:flutter/material.dart';

class _StatusState extends State<Status> { // want "dart/subscription-never-cancelled"
  bool _online = true;

  @override
  void initState() {
    super.initState();
    Connectivity().onConnectivityChanged.listen((results) {
      setState(() => _online = !results.contains(ConnectivityResult.none));
    });
  }

  @override
  Widget build(BuildContext context) => Icon(_online ? Icons.wifi : Icons.wifi_off);
}
