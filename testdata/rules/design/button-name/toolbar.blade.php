<div class="toolbar">
    <button type="button" class="icon-close"></button> {{-- want "button-name" --}}
    <button type="submit">{{ __('Save') }}</button>
    <button type="button" @click="open = !open" aria-label="{{ __('Menu') }}"><x-icon name="menu"/></button>
    @if($canDelete)
        <button type="submit">@lang('Delete')</button>
    @endif
</div>
