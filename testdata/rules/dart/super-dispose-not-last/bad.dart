import 'package:flutter/material.dart';

class _SpinnerState extends State<Spinner> with SingleTickerProviderStateMixin {
  late final AnimationController _controller = AnimationController(vsync: this, duration: const Duration(seconds: 1));

  @override
  void dispose() {
    super.dispose(); // want "dart/super-dispose-not-last"
    _controller.dispose();
  }

  @override
  Widget build(BuildContext context) => RotationTransition(turns: _controller, child: const Icon(Icons.sync));
}
