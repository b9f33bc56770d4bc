<div class="flex items-center gap-x-4">
    <a href="https://github.com/{{ $user->githubUsername() }}">
        <x-si-github class="w-6 h-6" />
    </a>
    <a href="https://x.com/{{ $user->twitter() }}" class="text-twitter"><x-si-x class="w-6 h-6" /></a>
    <a href="{{ $user->website() }}"><x-heroicon-o-globe-alt class="w-6 h-6" /></a> {{-- want "link-name" --}}
    <a href="https://bsky.app/{{ $user->bluesky() }}"><x-si-bluesky class="w-6 h-6" aria-hidden="true" /></a> {{-- want "link-name" --}}
</div>
