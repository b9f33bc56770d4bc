import 'package:flutter/material.dart';

class _SpinnerState extends State<Spinner> with SingleTickerProviderStateMixin {
  late final AnimationController _controller = AnimationController(vsync: this, duration: const Duration(seconds: 1));

  @override
  void dispose() {
    _controller.dispose();
    super.dispose();
    // nothing after this
  }

  @override
  Widget build(BuildContext context) => RotationTransition(turns: _controller, child: const Icon(Icons.sync));
}

class _ProgressState extends State<Progress> {
  Timer? _timer;

  @override
  void dispose() {
    super.dispose();
    _timer?.cancel();
  }

  @override
  Widget build(BuildContext context) => const SizedBox();
}
