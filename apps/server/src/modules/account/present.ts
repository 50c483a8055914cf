/** How a user is shown: to themselves (UserInfo) and to others (PublicUser, login masked). */
import { USER_TYPE_LABELS, maskPhone, type PublicUser, type UserInfo, type UserTypeValue } from '@moxing/shared';
import type { UserRow } from '../../db/schema.js';

export function presentUser(u: UserRow, wechatBound: boolean): UserInfo {
  return {
    id: u.id,
    login: u.login,
    nickname: u.nickname,
    avatar: u.avatar,
    type: u.type,
    typeName: USER_TYPE_LABELS[u.type as UserTypeValue] ?? '用户',
    hasPassword: u.password_hash !== null,
    wechatBound,
    createdAt: u.created_at,
    userAccount: { userIdentityId: u.identity_id, address: u.address, fullAddress: u.full_address },
  };
}

export function presentPublicUser(u: UserRow): PublicUser {
  return {
    id: u.id,
    nickname: u.nickname,
    avatar: u.avatar,
    type: u.type,
    typeName: USER_TYPE_LABELS[u.type as UserTypeValue] ?? '用户',
    login: maskPhone(u.login),
  };
}
