<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Storage;
use Symfony\Component\HttpFoundation\BinaryFileResponse;

class FileController extends Controller
{
    public function show(Request $request)
    {
        return response()->download(storage_path('app/' . $request->input('name'))); // want "php/path-traversal"
    }
    public function inline(Request $request)
    {
        return response()->file($request->query('path')); // want "php/path-traversal"
    }
    public function get(Request $request)
    {
        $path = $request->input('path');
        return Storage::get($path); // want "php/path-traversal"
    }
    public function s3(Request $request)
    {
        Storage::disk('s3')->delete('uploads/' . $request->input('f')); // want "php/path-traversal"
    }
    public function spl(Request $request)
    {
        $f = new SplFileObject($request->input('f')); // want "php/path-traversal"
        return new BinaryFileResponse('/srv/files/' . $request->get('f')); // want "php/path-traversal"
    }
    public function safe(Request $request)
    {
        $user = $request->user();
        Storage::get('avatars/' . basename($request->input('f')));
        Storage::put('avatars/' . $user->id . '.png', $request->getContent());
        return response()->download(storage_path('app/report.pdf'), $request->input('name'));
    }
}

class DownloadController extends AbstractController
{
    public function download(Request $request)
    {
        return $this->file('/srv/files/' . $request->query->get('name')); // want "php/path-traversal"
    }
}

class ImageController extends Controller
{
    public function thumb(Request $request)
    {
        $img = imagecreatefromjpeg('/srv/uploads/' . $request->input('file')); // want "php/path-traversal"
        $sum = md5_file($request->input('path')); // want "php/path-traversal"
        $doc = new DOMDocument();
        $doc->load($request->input('feed')); // want "php/path-traversal"
        $zip = new ZipArchive();
        $zip->open('/srv/uploads/' . $request->input('archive')); // want "php/path-traversal"
        $zip->extractTo('/srv/extracted/' . $request->input('dir')); // want "php/path-traversal"

        $logo = imagecreatefrompng('/srv/assets/logo.png');
        $zip->extractTo('/srv/extracted/' . intval($request->input('id')));
        return [$img, $sum, $logo];
    }
}
