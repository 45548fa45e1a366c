import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { BatchedLookup } from '../common/batched-lookup';
import { User } from './user.entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user of a request, read again on every request (DESIGN.md: "The user is reloaded
 * per request"), so that a suspension, deletion, role or password change applies at the next one on
 * every instance. Requests that arrive together share one query, always sent after they arrived
 * (BatchedLookup), instead of one query each.
 */
@Injectable()
export class RequestUsers {
  private readonly users: BatchedLookup<string, User>;

  constructor(@InjectRepository(User) repo: Repository<User>) {
    this.users = new BatchedLookup(async (ids) => {
      const found = await repo.find({ where: { id: In(ids) } });
      return new Map(found.map((user) => [user.id, user]));
    });
  }

  /** The account `id` as it is now; null when there is none (or `id` is not a user id). */
  async byId(id: string): Promise<User | null> {
    return UUID.test(id) ? ((await this.users.get(id.toLowerCase())) ?? null) : null;
  }
}
