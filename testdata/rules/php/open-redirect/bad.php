<?php
header("Location: " . $_GET['next']); // want "php/open-redirect"
$url = $request->input('return_to');
return redirect()->away($url); // want "php/open-redirect"

class GoController extends Controller
{
    public function go($id, $next)
    {
        $post = Post::where('slug', $id)->firstOrFail();
        return redirect($next); // want "php/open-redirect"
    }
}
