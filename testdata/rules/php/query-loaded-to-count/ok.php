<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Models\User;

class DashboardController extends Controller
{
    public function index(Request $request)
    {
        $users = User::count();
        $pending = Order::where('status', 'pending')->count();
        $hasOverdue = $request->user()->invoices()->where('due_at', '<', now())->exists();
        $latest = Order::latest()->first();

        // the rows are used: counting the loaded Collection costs nothing more
        $orders = Order::where('status', 'pending')->get();
        $total = $orders->count();

        // a request's and a collection's all() and get() are not queries
        $fields = count($request->all());
        $tags = collect($input)->get('tags');
        $first = $this->cart->get('items');

        return view('dashboard', compact('users', 'pending', 'hasOverdue', 'latest', 'orders', 'total', 'fields', 'tags', 'first'));
    }
}
