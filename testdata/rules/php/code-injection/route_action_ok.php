<?php

use Illuminate\Http\Request;

trait ChecksControllerAttributes
{
    private static function attributesOf(Request $request, string $attributeClass): array
    {
        $route = $request->route();
        [$controller, $method] = explode('@', $route->getAction('uses'));
        $classReflection = new ReflectionClass($controller);
        return $classReflection->getMethod($method)->getAttributes($attributeClass);
    }
}
