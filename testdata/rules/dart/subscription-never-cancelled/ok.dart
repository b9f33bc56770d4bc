import 'dart:async';

import 'package:connectivity_plus/connectivity_plus.dart';
import 'package:flutter/material.dart';
import 'package:flutter_riverpod/flutter_riverpod.dart';

class _StatusState extends State<Status> {
  bool _online = true;
  StreamSubscription<List<ConnectivityResult>>? _sub;

  @override
  void initState() {
    super.initState();
    _sub = Connectivity().onConnectivityChanged.listen((results) {
      setState(() => _online = !results.contains(ConnectivityResult.none));
    });
  }

  @override
  void dispose() {
    _sub?.cancel();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => Icon(_online ? Icons.wifi : Icons.wifi_off);
}

class _CartBadgeState extends ConsumerState<CartBadge> {
  @override
  Widget build(BuildContext context) {
    ref.listen(cartProvider, (previous, next) => ScaffoldMessenger.of(context).showSnackBar(const SnackBar(content: Text('Added'))));
    return const Icon(Icons.shopping_cart);
  }
}

class _EmbedState extends State<Embed> {
  final _events = StreamController<void>.broadcast();

  void addHandler(void Function() handler) {
    _events.stream.listen((_) => handler());
  }

  @override
  void dispose() {
    _events.close();
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => const SizedBox();
}
