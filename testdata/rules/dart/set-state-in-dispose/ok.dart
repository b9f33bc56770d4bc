import 'package:flutter/material.dart';

class _PlayerState extends State<Player> {
  bool _playing = false;
  late final VoidCallback _onDone = () {
    if (mounted) setState(() => _playing = false);
  };

  @override
  void dispose() {
    _playing = false;
    player.removeListener(_onDone);
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => Icon(_playing ? Icons.pause : Icons.play_arrow);
}
