<?php
header("Location: /dashboard");
header("Content-Type: " . $_GET['type']);
$allowed = ['home' => '/', 'account' => '/account'];
header("Location: " . $allowed['home']);

class ReplyAbleController extends Controller
{
    public function redirect($id, $type)
    {
        $reply = Reply::where('replyable_id', $id)->where('replyable_type', $type)->firstOrFail();
        return redirect(link_to_subject($reply->subject()));
    }

    public function show($id)
    {
        $post = Post::where('slug', $id)->sole();
        return redirect($post->canonicalUrl());
    }
}
