<?php

use Illuminate\Http\Request;

class PluginController
{
    public function show(Request $request)
    {
        $plugin = $request->route('plugin');
        eval('$p = new ' . $plugin . '();'); // want "php/code-injection"
        return $p;
    }
}
