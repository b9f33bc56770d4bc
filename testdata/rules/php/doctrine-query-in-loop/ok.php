<?php

namespace App\Service;

use App\Entity\Post;
use App\Repository\PostRepository;
use App\Repository\TagRepository;
use Doctrine\ORM\EntityManagerInterface;

final class FeedBuilder
{
    public function __construct(private EntityManagerInterface $em, private PostRepository $postRepository, private TagRepository $tagRepository)
    {
    }

    public function build(array $postIds): array
    {
        // one IN query, associations fetch-joined
        $posts = $this->postRepository->createQueryBuilder('p')
            ->addSelect('a', 't')->join('p.author', 'a')->leftJoin('p.tags', 't')
            ->where('p.id IN (:ids)')->setParameter('ids', $postIds)
            ->getQuery()->getResult();
        $feed = [];
        foreach ($posts as $post) {
            $feed[] = [$post, $post->getAuthor(), $post->getTags()];
        }

        return $feed;
    }

    public function firstFreeSlug(array $candidates): ?string
    {
        // a search that stops at the first free slug
        foreach ($candidates as $slug) {
            if (null === $this->postRepository->findOneBy(['slug' => $slug])) {
                return $slug;
            }
        }

        return null;
    }

    public function seedTags(): void
    {
        // a literal list of three names
        foreach (['php', 'symfony', 'doctrine'] as $name) {
            $this->tagRepository->findOneBy(['name' => $name]);
        }
    }

    public function names(array $posts): array
    {
        // a collection's find is not a query
        return array_map(fn ($p) => $p->getTitle(), $posts);
    }
}
