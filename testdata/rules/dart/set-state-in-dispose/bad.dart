import 'package:flutter/material.dart';

class _PlayerState extends State<Player> {
  bool _playing = false;

  @override
  void dispose() {
    setState(() => _playing = false); // want "dart/set-state-in-dispose"
    super.dispose();
  }

  @override
  Widget build(BuildContext context) => Icon(_playing ? Icons.pause : Icons.play_arrow);
}
