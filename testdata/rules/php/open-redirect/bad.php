<?php
header("Location: " . $_GET['next']); // want "php/open-redirect"
$url = $request->input('return_to');
return redirect()->away($url); // want "php/open-redirect"
