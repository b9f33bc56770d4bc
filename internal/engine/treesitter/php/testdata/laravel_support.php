<?php
// Laravel's helpers that share a name with a sink of another library.
use Illuminate\Http\Request;
use Illuminate\Routing\Route;
use Illuminate\Support\Arr;

class SearchController
{
    public function fullUrlWithQuery(Request $request, array $query)
    {
        // A URL query string (http_build_query), not SQL.
        return $request->url() . '?' . Arr::query(array_merge($request->query(), $query));
    }

    public function rawFilter(Request $request)
    {
        // The same input still reaches SQL where it is SQL.
        DB::select('SELECT * FROM posts WHERE ' . $request->query('filter')); // want "php/sql-injection"
        $pdo->query('SELECT * FROM posts WHERE ' . $request->query('filter')); // want "php/sql-injection"
        return redirect($request->query('next')); // want "php/open-redirect"
    }
}

class Dispatcher
{
    // The matched route's action runs the application's controller; its
    // result is that code's, not the client's text.
    protected function runRoute(Request $request, Route $route)
    {
        $response = $route->run();
        echo $route->getName();
        echo $route->uri();
        return new Response($response, 200, ['Content-Type' => 'text/html']);
    }

    protected function routeValue(Route $route)
    {
        echo $route->parameter('slug'); // want "php/xss"
    }
}

Route::get('/hello/{name}', function ($name) {
    echo $name; // want "php/xss"
});
