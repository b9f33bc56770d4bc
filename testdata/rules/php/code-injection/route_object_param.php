<?php

use Illuminate\Http\Request;

class PluginController
{
    public function load(Request $request)
    {
        $plugin = $request->route()->parameter('plugin');
        eval('$p = new ' . $plugin . '();'); // want "php/code-injection"
        $name = $request->route()->name;
        eval('$q = new ' . $name . '();'); // want "php/code-injection"
        return [$p, $q];
    }
}
