<?php

namespace App\Http\Controllers;

use App\Models\Order;
use App\Models\User;

class DashboardController extends Controller
{
    public function index(Request $request)
    {
        $users = User::all()->count(); // want "php/query-loaded-to-count"
        $pending = Order::where('status', 'pending')->get()->count(); // want "php/query-loaded-to-count"
        $hasOverdue = $request->user()->invoices()->where('due_at', '<', now())->get()->isNotEmpty(); // want "php/query-loaded-to-count"
        $latest = Order::orderByDesc('created_at')->get()->first(); // want "php/query-loaded-to-count"
        $refunds = count(Order::where('refunded', true)->get()); // want "php/query-loaded-to-count"

        return view('dashboard', compact('users', 'pending', 'hasOverdue', 'latest', 'refunds'));
    }
}
