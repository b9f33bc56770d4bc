<head>
    <script>
        window.Laravel = {!! json_encode(['csrfToken' => csrf_token()]) !!};
        window.user = {{ Js::from($user) }};
        const token = "{{ csrf_token() }}";
        window.items = {!! json_encode($items->map(fn ($i) => $i->only(['id', 'name']))) !!};
        window.flags = {{ Js::from(config('app.flags')) }};
    </script>
</head>
