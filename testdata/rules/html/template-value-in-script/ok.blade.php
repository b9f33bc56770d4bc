<head>
    <script>
        window.Laravel = {!! json_encode(['csrfToken' => csrf_token()]) !!};
        window.user = {{ Js::from($user) }};
        const token = "{{ csrf_token() }}";
    </script>
</head>
