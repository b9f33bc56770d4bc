import 'package:flutter/material.dart';

class _FeedState extends State<Feed> {
  List<Post> _posts = [];

  void _refresh() {
    setState(() async { // want "dart/async-set-state-callback"
      _posts = await api.posts();
    });
  }

  @override
  Widget build(BuildContext context) => RefreshIndicator(onRefresh: () async => _refresh(), child: Text('${_posts.length}'));
}
