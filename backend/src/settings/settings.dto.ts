import { ApiProperty } from '@nestjs/swagger';

export class ComingSoonStatusDto {
  @ApiProperty({
    description:
      'When true, visitors who are not signed in see only the coming-soon page and the sign-in pages',
  })
  enabled: boolean;
}

export class SocialLinkDto {
  @ApiProperty({ example: 'LinkedIn' }) label: string;
  @ApiProperty({ example: 'https://www.linkedin.com/' }) url: string;
}

export class SiteDetailsDto {
  @ApiProperty({ example: 'Building Bridges Inclusion' }) organizationName: string;
  @ApiProperty({ example: 'Building Bridges. Breaking Barriers.' }) tagline: string;
  @ApiProperty({ example: 'Our Founder' }) speakerName: string;
  @ApiProperty({ example: '+1 (555) 010-0199' }) phoneDisplay: string;
  @ApiProperty({ example: 'tel:+15550100199' }) phoneHref: string;
  @ApiProperty({ example: 'hello@example.org' }) email: string;
  @ApiProperty({ type: [SocialLinkDto] }) socialLinks: SocialLinkDto[];
}
