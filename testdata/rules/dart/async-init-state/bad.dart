import 'package:flutter/material.dart';

class _FeedState extends State<Feed> {
  List<Post> _posts = [];

  @override
  void initState() async { // want "dart/async-init-state"
    super.initState();
    _posts = await api.posts();
  }

  @override
  Widget build(BuildContext context) => ListView(children: [for (final p in _posts) Text(p.title)]);
}
