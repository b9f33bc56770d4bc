<?php

namespace App\Service;

use App\Entity\Author;
use App\Entity\Post;
use App\Repository\TagRepository;
use Doctrine\ORM\EntityManagerInterface;

final class FeedBuilder
{
    public function __construct(private EntityManagerInterface $em, private TagRepository $tagRepository)
    {
    }

    public function build(array $postIds): array
    {
        $feed = [];
        foreach ($postIds as $id) {
            $post = $this->em->find(Post::class, $id); // want "php/doctrine-query-in-loop"
            $author = $this->em->getRepository(Author::class)->findOneBy(['id' => $post->getAuthorId()]); // want "php/doctrine-query-in-loop"
            $tags = $this->tagRepository->findBy(['post' => $post]); // want "php/doctrine-query-in-loop"
            $feed[] = [$post, $author, $tags];
        }

        return $feed;
    }
}
