<head>
    <script>window.Laravel = {!! json_encode(['csrfToken' => csrf_token()]) !!}; window.userName = '{{ $user->name }}';</script> {{-- want "html/template-value-in-script" --}}
    <script>window.Laravel = {!! json_encode(['csrfToken' => csrf_token()]) !!}; window.locale = "{{ auth()->user()->locale }}";</script> {{-- want "html/template-value-in-script" --}}
    <script>window.bio = {!! $user->bio !!};</script> {{-- want "html/template-value-in-script" --}}
    <script>window.Laravel = {!! json_encode($config) . strip_tags($user->bio) !!};</script> {{-- want "html/template-value-in-script" --}}
    <script>window.user = {{ Js::from($user) . trim($user->bio) }};</script> {{-- want "html/template-value-in-script" --}}
</head>
